# Modal dialogs: wait for each modal to show, act inside it, and wait for it to go away.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

OPENER = (By.XPATH, '//button[normalize-space()="Open first modal"]')
ANY_DIALOG = (By.CSS_SELECTOR, '[role="dialog"]')


def dialog(title):
    # A modal is a role="dialog" element whose title names it.
    return (By.XPATH, f'//*[@role="dialog"][.//*[normalize-space()="{title}"]]')


def test_opens_the_first_modal_moves_to_the_second_and_closes_it(driver, base_url):
    driver.get(f"{base_url}/modalPopup")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(OPENER)).click()

    first = wait.until(EC.visibility_of_element_located(dialog("First modal")))
    first.find_element(By.XPATH, './/button[normalize-space()="Open second modal"]').click()

    # The first modal closes itself as the second opens.
    second = wait.until(EC.visibility_of_element_located(dialog("Second modal")))
    wait.until(EC.invisibility_of_element_located(dialog("First modal")))

    # The header's close button has no text, only an aria-label.
    second.find_element(By.CSS_SELECTOR, 'button[aria-label="Close"]').click()
    wait.until(EC.invisibility_of_element_located(ANY_DIALOG))
    # Focus goes back to the button that opened the modal.
    wait.until(lambda d: d.switch_to.active_element == d.find_element(*OPENER))


def test_escape_closes_a_modal(driver, base_url):
    driver.get(f"{base_url}/modalPopup")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(OPENER)).click()
    wait.until(EC.visibility_of_element_located(dialog("First modal")))
    # Press Escape wherever the focus is: the open modal holds it.
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait.until(EC.invisibility_of_element_located(ANY_DIALOG))
