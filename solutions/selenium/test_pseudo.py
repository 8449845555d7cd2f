# Pseudo Elements: read what only ::before and ::after draw, through getComputedStyle.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def scroll_to(driver, element):
    # The site scrolls smoothly (Bootstrap): Selenium's own scroll would click mid-animation.
    driver.execute_script(
        "arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element
    )
    return element


def test_t1_underline_is_the_orange_after(driver, base_url):
    driver.get(f"{base_url}/pseudo")
    wait = WebDriverWait(driver, 5)
    field = wait.until(EC.presence_of_element_located((By.CSS_SELECTOR, "input[placeholder='test']")))
    wrapper = field.find_element(By.XPATH, "..")
    # WebDriver cannot select a pseudo-element: ask the browser for its computed style.
    color = driver.execute_script(
        "return getComputedStyle(arguments[0], '::after').borderBottomColor;", wrapper
    )
    assert color == "rgb(231, 84, 0)"


def test_save_text_and_name_and_the_icon_reveals_the_filters(driver, base_url):
    driver.get(f"{base_url}/pseudo")
    wait = WebDriverWait(driver, 5)
    # The icon button has no text: find it by its title.
    icon = wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "button[title='Filters']")))
    scroll_to(driver, icon).click()
    wait.until(EC.visibility_of_element_located((By.ID, "companyId")))

    save = driver.find_element(By.XPATH, "//button[normalize-space()='Save']")
    # The DOM text is "Save"; the "*" exists only in ::before (and so in the accessible name).
    assert save.get_attribute("textContent") == "Save"
    assert save.accessible_name == "*Save"
    scroll_to(driver, save).click()
    wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[role='status']"), "Filters saved."))
