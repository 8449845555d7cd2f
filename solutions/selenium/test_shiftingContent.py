# Shifting content: compare element rectangles; ?seed= makes the random shift repeatable.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def menu_link(driver, label):
    return driver.find_element(
        By.XPATH, f"//nav[@aria-label='Shifting menu']//a[text()='{label}']"
    )


def contact_x(driver, url):
    driver.get(url)
    WebDriverWait(driver, 10).until(
        EC.visibility_of_element_located((By.CSS_SELECTOR, "img[alt='Shifting image']"))
    )
    return menu_link(driver, "Contact").rect["x"]


def test_contact_sits_further_left_by_the_stated_offset(driver, base_url):
    # The same seed without a shift (?pixel_shift=0) shows where "Contact" would sit.
    unshifted = contact_x(driver, f"{base_url}/shiftingContent?seed=5&pixel_shift=0")
    shifted = contact_x(driver, f"{base_url}/shiftingContent?seed=5&pixel_shift=40")
    assert unshifted - shifted == 40

    # The page states this load's offsets behind a disclosure.
    driver.find_element(By.XPATH, "//summary[text()=\"Show this load's offsets\"]").click()
    offsets = driver.find_element(By.XPATH, "//p[starts-with(text(), 'Menu offset:')]")
    assert offsets.text == "Menu offset: 40 px. Image offset: 40 px."

    menu_link(driver, "Contact").click()
    status = driver.find_element(By.CSS_SELECTOR, "[role='status']")
    WebDriverWait(driver, 5).until(lambda d: status.text == "You clicked Contact.")


def test_the_same_seed_gives_the_same_positions(driver, base_url):
    url = f"{base_url}/shiftingContent?seed=5"
    assert contact_x(driver, url) == contact_x(driver, url)
