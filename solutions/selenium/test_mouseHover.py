# Mouse hover: ActionChains.move_to_element reveals content; moving away hides it again.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

REVEALED = (By.XPATH, '//*[normalize-space()="This text is now visible!"]')


def test_hovering_shows_the_text_and_moving_away_hides_it(driver, base_url):
    driver.get(f"{base_url}/mouseHover")
    wait = WebDriverWait(driver, 10)
    button = wait.until(EC.visibility_of_element_located(
        (By.XPATH, '//button[normalize-space()="Hover here"]')))
    assert driver.find_elements(*REVEALED) == []

    ActionChains(driver).move_to_element(button).perform()
    wait.until(EC.visibility_of_element_located(REVEALED))

    # Move the pointer to the page's heading, away from the button.
    heading = driver.find_element(By.TAG_NAME, "h1")
    ActionChains(driver).move_to_element(heading).perform()
    wait.until(EC.invisibility_of_element_located(REVEALED))
